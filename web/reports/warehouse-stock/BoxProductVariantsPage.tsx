import StockReportPage from './StockReportPage';

/** /reports/box/product-variants: the box's stock of the variants of configurable products at a date. */
const BoxProductVariantsPage = () => <StockReportPage kind="box" mode="variants" />;

export default BoxProductVariantsPage;
