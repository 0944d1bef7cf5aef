import StockReportPage from './StockReportPage';

/** /reports/warehouse/stock-details: the stock report over a period. */
const StockDetailsPage = () => <StockReportPage mode="details" />;

export default StockDetailsPage;
