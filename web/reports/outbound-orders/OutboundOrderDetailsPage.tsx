import OutboundOrdersPage from './OutboundOrdersPage';

/** /reports/warehouse/outbound-orders-details: the lines of the warehouse's outbound orders. */
const OutboundOrderDetailsPage = () => <OutboundOrdersPage details />;

export default OutboundOrderDetailsPage;
