import { FileInput, Text } from "@mantine/core";
import { IconBraces } from "@tabler/icons-react";
import { useState } from "react";
import { BATCH_TEXTS } from "./batch-texts";
import { type ChosenBatch, chooseBatch } from "./chosen-batch";

interface BatchFileInputProps {
  batch: ChosenBatch | null;
  onChange: (batch: ChosenBatch | null) => void;
}

/** A .json batch file read in the browser: its entries counted, or 'Not a valid JSON batch file'. */
export function BatchFileInput({ batch, onChange }: BatchFileInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    onChange(null);
    if (chosen === null) return;
    const read = chooseBatch(chosen.name, await chosen.text());
    if ("message" in read) setError(read.message);
    else onChange(read.batch);
  };

  return (
    <div>
      <FileInput
        size="sm"
        w="100%"
        maw={420}
        label={BATCH_TEXTS.batchFile}
        placeholder={BATCH_TEXTS.chooseFile}
        accept=".json,application/json"
        leftSection={<IconBraces size={16} />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={error}
        clearable
        clearButtonProps={{ "aria-label": BATCH_TEXTS.clearFile }}
      />
      {batch !== null && (
        <Text size="xs" c="dimmed" mt={4} data-testid="batch-file-counts">
          {BATCH_TEXTS.fileRead(batch.name, batch.options, batch.products)}
        </Text>
      )}
    </div>
  );
}
