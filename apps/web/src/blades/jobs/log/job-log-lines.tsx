import type { JobLogLine } from "@atelier/domain/shared/job.schema";
import { Badge, Text } from "@mantine/core";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { rowPlace, VirtualList } from "../../../ui/list/virtual-list";
import { JOB_TEXTS } from "../common/job-texts";
import { JOB_LOG_COLORS } from "../common/job-tones";
import classes from "./job-log.module.css";

/** Up to this many lines the log is drawn whole, each line wrapped; a longer one is a virtual list of single lines. */
const WHOLE_LOG_MAX = 300;
const LINE_HEIGHT = 26;

function LineParts({ line }: { line: JobLogLine }) {
  const level = line.level ?? "info";
  return (
    <>
      <span className={classes.at}>{formatTimestamp(line.at)}</span>
      <Badge size="xs" variant="light" color={JOB_LOG_COLORS[level]} className={classes.level} radius="sm">
        {JOB_TEXTS.level[level]}
      </Badge>
    </>
  );
}

/** A job's log in monospace, each line with its time and its level in the level's colour. */
export function JobLogLines({ lines }: { lines: readonly JobLogLine[] }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="job-log-empty">
        {JOB_TEXTS.emptyLog}
      </Text>
    );
  }
  if (lines.length <= WHOLE_LOG_MAX) {
    return (
      // The log is text only: it takes the focus, so it can be scrolled by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      <ol className={classes.log} aria-label={JOB_TEXTS.log} tabIndex={0} data-testid="job-log">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines never move; their place is their identity
          <li key={index} className={classes.line} data-level={line.level ?? "info"} data-testid="job-log-line">
            <LineParts line={line} />
            <span className={classes.text}>{line.text}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={classes.long}>
      <VirtualList
        label={JOB_TEXTS.log}
        testId="job-log"
        rows={lines}
        rowHeight={LINE_HEIGHT}
        overscan={20}
        scrollKey=""
        renderRow={(line, top) => (
          <li
            className={`${classes.line} ${classes.virtual}`}
            style={rowPlace(LINE_HEIGHT, top)}
            data-level={line.level ?? "info"}
            data-testid="job-log-line"
            title={line.text}
          >
            <LineParts line={line} />
            <span className={`${classes.text} ${classes.cut}`}>{line.text}</span>
          </li>
        )}
      />
    </div>
  );
}
