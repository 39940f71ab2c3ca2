import type { EditorCalls } from "./use-editor";

/** The add, update and archive mutations of a resource's client data file (api/<area>/<resource>.ts). */
interface ItemMutations<TOutput, TItem> {
  create: { mutateAsync: (input: TOutput) => Promise<TItem> };
  update: { mutateAsync: (variables: { id: string; input: TOutput & { etag: string } }) => Promise<TItem> };
  remove: { mutateAsync: (variables: { id: string; etag: string }) => Promise<unknown> };
}

/** An editor's calls through a resource's mutations: updates and archiving carry the etag the edits started from. */
export function itemCalls<TOutput, TItem extends { etag: string }>(
  idOf: (item: TItem) => string,
  mutations: ItemMutations<TOutput, TItem>,
): EditorCalls<TOutput, TItem> {
  return {
    create: (values) => mutations.create.mutateAsync(values),
    update: (values, current) =>
      mutations.update.mutateAsync({ id: idOf(current), input: { ...values, etag: current.etag } }),
    remove: (current) => mutations.remove.mutateAsync({ id: idOf(current), etag: current.etag }),
  };
}
