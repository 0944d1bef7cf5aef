import StockReportPage from './StockReportPage';

/** /reports/box/stock: the stock report of the active box (a warehouse of type BOX), the same screen and ledger. */
const BoxStockPage = () => <StockReportPage kind="box" />;

export default BoxStockPage;
