import { normalizeError } from "@atelier/domain/shared/errors";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { ApiError } from "../../../api/http";

/** What an editor blade says when its address names no reference data (a hand-made or old link). */
export const UNKNOWN_REFERENCE_DATA = new ApiError(normalizeError(404, { message: MESSAGES.resourceNotFound }));
