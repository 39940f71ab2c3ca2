import { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { idsCodec, splitItemId } from "../../../app/workspace/item-id";

/** A reference data as a blade addresses it: its data type (the calls' path needs it) and its id. */
export interface ReferenceDataItem {
  dataType: ReferenceDataType;
  referenceDataId: string;
}

const ids = idsCodec("dataType", "referenceDataId");

/** The item id of EditReferenceData: `{dataType}~{referenceDataId}` in mode edit, `{dataType}` in mode new. */
export const referenceDataItem = {
  encode: (item: ReferenceDataItem): string => ids.encode(item),
  decode: (itemId: string | undefined): ReferenceDataItem | null => {
    const params = ids.decode(itemId);
    const dataType = ReferenceDataType.safeParse(params?.dataType);
    return params !== null && dataType.success
      ? { dataType: dataType.data, referenceDataId: params.referenceDataId }
      : null;
  },
  /** The data type a new reference data gets, from the item id of mode new. */
  decodeNew: (itemId: string | undefined): ReferenceDataType | null => {
    const dataType = ReferenceDataType.safeParse(splitItemId(itemId, 1)?.[0]);
    return dataType.success ? dataType.data : null;
  },
};
