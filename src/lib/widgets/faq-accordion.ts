/** Category value that selects every FAQ item. */
export const ALL_CATEGORIES = "all";

/** Next open item of a one-open-or-none accordion: toggling the open item closes it, any other opens it. */
export function toggle<Id>(openId: Id | null, id: Id): Id | null {
  return openId === id ? null : id;
}

/** Items of the given category; "all" returns every item unchanged. */
export function filterFaq<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL_CATEGORIES ? [...items] : items.filter((item) => item.category === category);
}
