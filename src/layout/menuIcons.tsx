import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Badge from '@mui/icons-material/Badge';
import Balance from '@mui/icons-material/Balance';
import BrokenImage from '@mui/icons-material/BrokenImage';
import Build from '@mui/icons-material/Build';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Category from '@mui/icons-material/Category';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Dashboard from '@mui/icons-material/Dashboard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FactCheck from '@mui/icons-material/FactCheck';
import Factory from '@mui/icons-material/Factory';
import GridView from '@mui/icons-material/GridView';
import Groups from '@mui/icons-material/Groups';
import Handyman from '@mui/icons-material/Handyman';
import History from '@mui/icons-material/History';
import Inbox from '@mui/icons-material/Inbox';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBook from '@mui/icons-material/MenuBook';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Pallet from '@mui/icons-material/Pallet';
import Payments from '@mui/icons-material/Payments';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PriceChange from '@mui/icons-material/PriceChange';
import QueryStats from '@mui/icons-material/QueryStats';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Route from '@mui/icons-material/Route';
import Rule from '@mui/icons-material/Rule';
import Savings from '@mui/icons-material/Savings';
import SearchOff from '@mui/icons-material/SearchOff';
import Sell from '@mui/icons-material/Sell';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Settings from '@mui/icons-material/Settings';
import Storage from '@mui/icons-material/Storage';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import Straighten from '@mui/icons-material/Straighten';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TrendingDown from '@mui/icons-material/TrendingDown';
import Tune from '@mui/icons-material/Tune';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewModule from '@mui/icons-material/ViewModule';
import PendingActions from '@mui/icons-material/PendingActions';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Redeem from '@mui/icons-material/Redeem';
import Restaurant from '@mui/icons-material/Restaurant';
import Summarize from '@mui/icons-material/Summarize';
import Warehouse from '@mui/icons-material/Warehouse';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Assessment from '@mui/icons-material/Assessment';

/**
 * The Material icon names the menu data uses (resources.config.ts `menus` and `icon`), imported one by one so
 * the bundle carries only these. Loaded after the first render (see MenuIcon.tsx); a name missing here shows a
 * folder or a dot, and a client test fails until the new name is added.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  AccountBalanceWallet,
  TrendingUp,
  Assessment,
  AccountBalance,
  AccountCircle,
  AccountTree,
  AdminPanelSettings,
  AssignmentInd,
  AssignmentReturn,
  Badge,
  Balance,
  BrokenImage,
  Build,
  AddShoppingCart,
  Category,
  CompareArrows,
  Dashboard,
  EventAvailable,
  FactCheck,
  Factory,
  GridView,
  Groups,
  Handyman,
  History,
  Inbox,
  Inventory,
  Inventory2,
  LocalShipping,
  ManageAccounts,
  Map: MapIcon,
  Menu: MenuIcon,
  MenuBook,
  MilitaryTech,
  MoveToInbox,
  Pallet,
  Payments,
  PersonAddAlt1,
  PhoneAndroid,
  PointOfSale,
  PriceChange,
  QueryStats,
  Receipt,
  ReceiptLong,
  RequestQuote,
  Route,
  Rule,
  Savings,
  SearchOff,
  Sell,
  ShoppingCart,
  Settings,
  Storage,
  Store,
  Storefront,
  Straighten,
  SwapHoriz,
  TrendingDown,
  Tune,
  VerifiedUser,
  ViewColumn,
  ViewModule,
  PendingActions,
  PriceCheck,
  Redeem,
  Restaurant,
  Summarize,
  Warehouse,
};
