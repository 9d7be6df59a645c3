import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** What ListState reads of a React Query result (useQuery or useInfiniteQuery). */
export type ListQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
};

type ListStateProps<T> = {
  query: ListQuery<T>;
  /** While the first answer is on its way: a text (shown muted) or a placeholder element; none by default. */
  loading?: ReactNode;
  /** What an empty answer says. */
  empty?: ReactNode;
  /** Whether the answer is empty; by default, an empty array. */
  isEmpty?: (data: T) => boolean;
  /** The error's text; by default the server's message as it comes. */
  error?: (message: string) => ReactNode;
  /** The retry button's label. */
  retryLabel?: string;
  /** The list itself, given the answer when it is not empty. */
  children: (data: T) => ReactNode;
};

/** A muted line: an empty list, a loading list, a note in place of a list. */
export function ListNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/**
 * The loading, error and empty states of an admin list, around the list itself. The error says
 * its text with a button that asks again. As React Query has them, an error after a first answer
 * (a failed refresh) shows above the list it leaves in place.
 */
export function ListState<T>({
  query,
  loading,
  empty,
  isEmpty = defaultIsEmpty,
  error,
  retryLabel = "Try again",
  children,
}: ListStateProps<T>) {
  const data = query.data;
  const hasData = data !== undefined && !query.isPending;
  const isEmptyAnswer = hasData && isEmpty(data);
  return (
    <>
      {query.isPending ? typeof loading === "string" ? <ListNote>{loading}</ListNote> : loading : null}
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-sm text-destructive">{error ? error(query.error?.message ?? "") : query.error?.message}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8 px-2 text-xs"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {retryLabel}
          </Button>
        </div>
      ) : null}
      {isEmptyAnswer && empty !== undefined ? <ListNote>{empty}</ListNote> : null}
      {hasData && !isEmptyAnswer ? children(data) : null}
    </>
  );
}

const defaultIsEmpty = (data: unknown) => Array.isArray(data) && data.length === 0;
