import './ui.css';

export { alignSeries, TimeChart, type TimeChartProps, type TimeSeries } from './chart.tsx';
export { COPIED_FEEDBACK_MS, CopyButton } from './copyButton.tsx';
export { DashboardFrame, type DashboardNavItem } from './dashboardFrame.tsx';
export {
  type DataColumn,
  type DataColumnMeta,
  DataTable,
  type DataTableProps,
  dataColumns,
  dataTableFeatures,
  type SortState,
  type TablePhase,
  tablePhase,
} from './dataTable.tsx';
export { EmptyState } from './emptyState.tsx';
export { errorMessage } from './errorMessage.ts';
export { type LinkProps, plainLink, type RenderLink } from './linkRenderer.tsx';
export { PageAlert } from './pageAlert.tsx';
export { type Breadcrumb, PageFrame } from './pageFrame.tsx';
export { QrCode } from './qrCode.tsx';
export { QuantityStepper, type QuantityStepperProps } from './quantityStepper.tsx';
export { Skeleton } from './skeleton.tsx';
export { StatCard } from './statCard.tsx';
export { StatusBadge, type Tone } from './statusBadge.tsx';
export { type TabItem, Tabs, type TabsProps } from './tabs.tsx';
