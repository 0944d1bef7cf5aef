import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductCard } from '../../../shared/ordering/catalog-schemas';
import { orderingClient } from '../../../shared/ordering/client';
import { useFormats } from '../../components/use-formats';
import {
  isSearchTermLongEnough,
  MIN_SEARCH_TERM_LENGTH,
  SEARCH_OVERLAY_DEBOUNCE_MS,
  SEARCH_OVERLAY_PAGE_SIZE,
  showsSearchPaginator,
} from '../../../shared/rules/search';
import { ProductThumbnail } from '../common/ProductThumbnail';
import { useTranslate } from '../../shell/i18n/use-translate';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { nextActiveResult, searchResultPath } from './product-search';

/**
 * The search's state: the text typed, the term searched (350 ms after the last key, from the
 * first page), the page, the result the arrow keys point at, and the results of the session's
 * account and warehouse.
 */
const useProductSearch = (open: boolean) => {
  const api = useSessionApi();
  const { scope } = useSession();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  // The result the arrow keys point at (-1: none): Enter opens it, or the first result.
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(text.trim());
      setPage(1);
    }, SEARCH_OVERLAY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = isSearchTermLongEnough(term);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['productSearch', scope.idClientAccount, scope.idWarehouse, term, page],
    queryFn: () =>
      orderingClient(api).searchProducts(term, { idWarehouse: scope.idWarehouse ?? undefined, currentPage: page, pageSize: SEARCH_OVERLAY_PAGE_SIZE }),
    enabled: open && searching && Boolean(scope.idClientAccount),
    placeholderData: keepPreviousData,
  });
  useEffect(() => setActive(-1), [term, page]);
  const total = data?.searchCriteria.totalCount ?? 0;
  const items = searching && data ? data.items : [];
  return { text, setText, term, page, setPage, active, setActive, searching, data, isFetching, isError, total, items };
};
type Search = ReturnType<typeof useProductSearch>;

/**
 * The product search overlay: from 3 characters, 350 ms after the last key, 5 results a page
 * with a paginator only when there are more than 5; a result opens /product/{idProduct}. A variant
 * of a configurable product is shown under its parent's name and opens the parent's page with it chosen.
 * Full screen at 767 px and below.
 */
const ProductSearchOverlay = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const search = useProductSearch(open);
  const { searching, data, total, term } = search;

  const openProduct = (product: ProductCard) => {
    onClose();
    void navigate(searchResultPath(product));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="product-search-title">
      <DialogTitle id="product-search-title" sx={{ pr: 6 }}>
        {translate('layout.search.title')}
        <IconButton aria-label={translate('layout.search.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <SearchField search={search} onOpen={openProduct} />
        <Box sx={{ height: 4, mt: 1 }}>{search.isFetching && <LinearProgress />}</Box>
        {!searching && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('layout.search.minChars', { count: MIN_SEARCH_TERM_LENGTH })}
          </Typography>
        )}
        {searching && search.isError && (
          <Typography color="error" sx={{ mt: 1 }}>
            {translate('messages.actionFailed')}
          </Typography>
        )}
        {searching && data && total === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('layout.search.noResults', { term })}
          </Typography>
        )}
        {searching && data && total > 0 && <SearchResults search={search} results={data.items} onOpen={openProduct} />}
      </DialogContent>
    </Dialog>
  );
};
export default ProductSearchOverlay;

/** The search box, a combobox over the results: the arrows point at one, Enter opens it (or the first). */
const SearchField = ({ search, onOpen }: { search: Search; onOpen: (product: ProductCard) => void }) => {
  const translate = useTranslate();
  const { items, active } = search;
  return (
    <TextField
      autoFocus
      fullWidth
      variant="outlined"
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          if (!items.length) return;
          const key = event.key;
          search.setActive((current) => nextActiveResult(key, current, items.length));
        } else if (event.key === 'Enter' && items.length) {
          event.preventDefault();
          onOpen(items[Math.max(0, active)]);
        }
      }}
      placeholder={translate('layout.search.placeholder')}
      slotProps={{
        htmlInput: {
          'aria-label': translate('layout.search.title'),
          maxLength: 100,
          role: 'combobox',
          'aria-expanded': items.length > 0,
          'aria-controls': 'product-search-results',
          'aria-activedescendant': active >= 0 && items[active] ? `product-search-${items[active].idProduct}` : undefined,
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ mt: 1 }}
    />
  );
};

/** The results' count, a page of results (a variant under its parent's name), and the paginator beyond one page. */
const SearchResults = ({ search, results, onOpen }: { search: Search; results: ProductCard[]; onOpen: (product: ProductCard) => void }) => {
  const { money } = useFormats();
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('layout.search.count', { smart_count: search.total })}
      </Typography>
      <List data-testid="search-results" id="product-search-results">
        {results.map((product, index) => (
          // A list holds list items (axe "list"): each result's button inside its item.
          <ListItem key={product.idProduct} disablePadding>
            <ListItemButton id={`product-search-${product.idProduct}`} selected={index === search.active} onClick={() => onOpen(product)} sx={{ gap: 2 }}>
              <Box sx={{ width: 56, flexShrink: 0 }}>
                <ProductThumbnail idImage={product.idImage} alt={product.productName} size={56} />
              </Box>
              <ListItemText
                primary={product.parentProduct?.productName ?? product.productName}
                secondary={[
                  product.parentProduct ? product.productName : null,
                  product.skuClient ?? product.sku,
                  translate('pages.catalog.available', { smart_count: product.availableQuantity }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Typography sx={{ whiteSpace: 'nowrap' }}>{money(product.priceSell)}</Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {showsSearchPaginator(search.total) && (
        <Pagination
          count={Math.ceil(search.total / SEARCH_OVERLAY_PAGE_SIZE)}
          page={search.page}
          onChange={(_, next) => search.setPage(next)}
          size="small"
          sx={{ display: 'flex', justifyContent: 'center' }}
          data-testid="search-paginator"
        />
      )}
    </>
  );
};
