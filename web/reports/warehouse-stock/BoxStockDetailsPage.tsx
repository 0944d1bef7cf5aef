import StockReportPage from './StockReportPage';

/** /reports/box/stock-details: the box's stock over a period. */
const BoxStockDetailsPage = () => <StockReportPage kind="box" mode="details" />;

export default BoxStockDetailsPage;
