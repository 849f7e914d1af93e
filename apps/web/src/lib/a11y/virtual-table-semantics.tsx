import { useLayoutEffect, useMemo, useRef } from 'react';
import type {
  HTMLAttributes,
  ReactElement,
  RefObject,
  ThHTMLAttributes,
} from 'react';
import type { TableColumnsType } from 'antd';

/**
 * Table semantics for an Ant Design virtual table (WCAG 1.3.1). In virtual mode the header is a
 * <table> of its own and the body rows are <div>s, so a screen reader finds a table of one row
 * followed by loose text, and cannot move along a row or down a column. With these, the table's
 * container is the table (named, its whole row count given, as only the rows in view are drawn),
 * the header's own <table> is presentation with its row and column headers kept, and every body
 * row and cell says what it is and which row it is (`aria-rowindex`, the header being row 1).
 */
export interface VirtualTableSemantics<T> {
  /** For an element wrapping the Table: its container is made the table after each render. */
  ref: RefObject<HTMLDivElement | null>;
  /** The Table's `components` and `onRow`; absent when the table is not virtual. */
  components?: {
    header: {
      table: (props: HTMLAttributes<HTMLTableElement>) => ReactElement;
      wrapper: (props: HTMLAttributes<HTMLTableSectionElement>) => ReactElement;
      row: (props: HTMLAttributes<HTMLTableRowElement>) => ReactElement;
      cell: (props: ThHTMLAttributes<HTMLTableCellElement>) => ReactElement;
    };
  };
  onRow?: (record: T, index?: number) => HTMLAttributes<HTMLElement>;
}

function HeaderTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} role="presentation" />;
}

function HeaderGroup(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} role="rowgroup" />;
}

function HeaderRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} role="row" aria-rowindex={1} />;
}

/** A column header; the cell antd adds over the body's scrollbar heads nothing. */
function HeaderCell(props: ThHTMLAttributes<HTMLTableCellElement>) {
  const filler = props.className?.includes('-cell-scrollbar') === true;
  return <th {...props} role={filler ? 'presentation' : 'columnheader'} />;
}

const COMPONENTS: NonNullable<VirtualTableSemantics<unknown>['components']> = {
  header: {
    table: HeaderTable,
    wrapper: HeaderGroup,
    row: HeaderRow,
    cell: HeaderCell,
  },
};

function bodyRow(_: unknown, index?: number): HTMLAttributes<HTMLElement> {
  return {
    role: 'row',
    'aria-rowindex': (index ?? 0) + 2,
  } as HTMLAttributes<HTMLElement>;
}

/**
 * The semantics of a virtual table named `label` holding `rows` body rows; off (plain props, no
 * attributes set) when `on` is false, as a table that is not virtual is a native one. The
 * attributes go on antd's `.ant-table-container`, not on a wrapper of the Table: antd puts the
 * table in a loading region (aria-busy), which a table may not hold.
 */
export function useVirtualTableSemantics<T>(
  label: string,
  rows: number,
  on = true,
): VirtualTableSemantics<T> {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current?.querySelector('.ant-table-container');
    if (!on || !container) return;
    container.setAttribute('role', 'table');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-rowcount', String(rows + 1));
  });
  return useMemo(
    () => (on ? { ref, components: COMPONENTS, onRow: bodyRow } : { ref }),
    [on],
  );
}

/** The columns with each body cell marked as a cell (their own onCell props kept). */
export function withCellRoles<T, C extends TableColumnsType<T>[number]>(
  columns: C[],
): C[] {
  return columns.map((column) => {
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number) => ({
        ...own?.(record, index),
        role: 'cell',
      }),
    };
  });
}
