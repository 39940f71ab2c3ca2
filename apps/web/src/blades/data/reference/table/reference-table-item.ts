import { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { idsCodec } from "../../../../app/workspace/item-id";

/** The file the table editor opens: a reference data (its data type and id) and one of its files by its current id. */
export interface ReferenceTableItem {
  dataType: ReferenceDataType;
  referenceDataId: string;
  referenceDataFileId: string;
}

const ids = idsCodec("dataType", "referenceDataId", "referenceDataFileId");

/** The item id of EditReferenceDataTable: `{dataType}~{referenceDataId}~{referenceDataFileId}`. */
export const referenceTableItem = {
  encode: (item: ReferenceTableItem): string => ids.encode(item),
  decode: (itemId: string | undefined): ReferenceTableItem | null => {
    const params = ids.decode(itemId);
    const dataType = ReferenceDataType.safeParse(params?.dataType);
    return params !== null && dataType.success ? { ...params, dataType: dataType.data } : null;
  },
};
