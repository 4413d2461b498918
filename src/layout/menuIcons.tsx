import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AccountTree from '@mui/icons-material/AccountTree';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AirportShuttle from '@mui/icons-material/AirportShuttle';
import Analytics from '@mui/icons-material/Analytics';
import Android from '@mui/icons-material/Android';
import Apartment from '@mui/icons-material/Apartment';
import Archive from '@mui/icons-material/Archive';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import AssignmentReturned from '@mui/icons-material/AssignmentReturned';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Autorenew from '@mui/icons-material/Autorenew';
import Badge from '@mui/icons-material/Badge';
import Balance from '@mui/icons-material/Balance';
import BarChart from '@mui/icons-material/BarChart';
import BrokenImage from '@mui/icons-material/BrokenImage';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import Calculate from '@mui/icons-material/Calculate';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import CarRepair from '@mui/icons-material/CarRepair';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Category from '@mui/icons-material/Category';
import Celebration from '@mui/icons-material/Celebration';
import Checklist from '@mui/icons-material/Checklist';
import ChecklistRtl from '@mui/icons-material/ChecklistRtl';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Construction from '@mui/icons-material/Construction';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import DeleteForever from '@mui/icons-material/DeleteForever';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import Discount from '@mui/icons-material/Discount';
import Domain from '@mui/icons-material/Domain';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Engineering from '@mui/icons-material/Engineering';
import Event from '@mui/icons-material/Event';
import FactCheck from '@mui/icons-material/FactCheck';
import Factory from '@mui/icons-material/Factory';
import Forklift from '@mui/icons-material/Forklift';
import Gavel from '@mui/icons-material/Gavel';
import GridView from '@mui/icons-material/GridView';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Handyman from '@mui/icons-material/Handyman';
import Hardware from '@mui/icons-material/Hardware';
import HeartBroken from '@mui/icons-material/HeartBroken';
import History from '@mui/icons-material/History';
import HomeRepairService from '@mui/icons-material/HomeRepairService';
import HomeWork from '@mui/icons-material/HomeWork';
import ImportExport from '@mui/icons-material/ImportExport';
import Inbox from '@mui/icons-material/Inbox';
import Input from '@mui/icons-material/Input';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import Label from '@mui/icons-material/Label';
import Layers from '@mui/icons-material/Layers';
import Leaderboard from '@mui/icons-material/Leaderboard';
import LocalAtm from '@mui/icons-material/LocalAtm';
import LocalCafe from '@mui/icons-material/LocalCafe';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import LocalMall from '@mui/icons-material/LocalMall';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBook from '@mui/icons-material/MenuBook';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import MonetizationOn from '@mui/icons-material/MonetizationOn';
import Money from '@mui/icons-material/Money';
import MoneyOff from '@mui/icons-material/MoneyOff';
import MoveDown from '@mui/icons-material/MoveDown';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import MoveUp from '@mui/icons-material/MoveUp';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Output from '@mui/icons-material/Output';
import Paid from '@mui/icons-material/Paid';
import Pallet from '@mui/icons-material/Pallet';
import Payment from '@mui/icons-material/Payment';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import Person from '@mui/icons-material/Person';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import PersonSearch from '@mui/icons-material/PersonSearch';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import PieChart from '@mui/icons-material/PieChart';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PriceChange from '@mui/icons-material/PriceChange';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Print from '@mui/icons-material/Print';
import QrCode from '@mui/icons-material/QrCode';
import QrCode2 from '@mui/icons-material/QrCode2';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import QueryStats from '@mui/icons-material/QueryStats';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import Replay from '@mui/icons-material/Replay';
import Report from '@mui/icons-material/Report';
import ReportProblem from '@mui/icons-material/ReportProblem';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Restaurant from '@mui/icons-material/Restaurant';
import Route from '@mui/icons-material/Route';
import Rule from '@mui/icons-material/Rule';
import Savings from '@mui/icons-material/Savings';
import Scale from '@mui/icons-material/Scale';
import Schedule from '@mui/icons-material/Schedule';
import SearchOff from '@mui/icons-material/SearchOff';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import Shelves from '@mui/icons-material/Shelves';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShowChart from '@mui/icons-material/ShowChart';
import Speed from '@mui/icons-material/Speed';
import Storage from '@mui/icons-material/Storage';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import Straighten from '@mui/icons-material/Straighten';
import Summarize from '@mui/icons-material/Summarize';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Sync from '@mui/icons-material/Sync';
import SyncAlt from '@mui/icons-material/SyncAlt';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import TableChart from '@mui/icons-material/TableChart';
import Timeline from '@mui/icons-material/Timeline';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';
import TwoWheeler from '@mui/icons-material/TwoWheeler';
import Unarchive from '@mui/icons-material/Unarchive';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import ViewColumn from '@mui/icons-material/ViewColumn';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';
import Warehouse from '@mui/icons-material/Warehouse';
import Warning from '@mui/icons-material/Warning';
import Widgets from '@mui/icons-material/Widgets';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

/**
 * The Material icon names menu data may use (resources.config.ts `menus` and `icon`, and the areas SPEC.md
 * announces), imported one by one so the bundle carries only these. This module is loaded after the first
 * render (see MenuIcon.tsx); a client test fails when the registry names an icon missing here.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountBalanceWallet,
  AccountCircle,
  AccountTree,
  AddShoppingCart,
  AdminPanelSettings,
  AirportShuttle,
  Analytics,
  Android,
  Apartment,
  Archive,
  Assessment,
  Assignment,
  AssignmentInd,
  AssignmentReturn,
  AssignmentReturned,
  AssignmentTurnedIn,
  AttachMoney,
  Autorenew,
  Badge,
  Balance,
  BarChart,
  BrokenImage,
  Build,
  Business,
  BusinessCenter,
  Calculate,
  CalendarMonth,
  CallMade,
  CallReceived,
  CarRepair,
  CardGiftcard,
  Category,
  Celebration,
  Checklist,
  ChecklistRtl,
  CompareArrows,
  Construction,
  CreditCard,
  Dashboard,
  DeleteForever,
  DeleteSweep,
  Description,
  DirectionsCar,
  Discount,
  Domain,
  DriveFileMove,
  EmojiEvents,
  Engineering,
  Event,
  FactCheck,
  Factory,
  Forklift,
  Gavel,
  GridView,
  Groups,
  Handshake,
  Handyman,
  Hardware,
  HeartBroken,
  History,
  HomeRepairService,
  HomeWork,
  ImportExport,
  Inbox,
  Input,
  Insights,
  Inventory,
  Inventory2,
  KeyboardReturn,
  Label,
  Layers,
  Leaderboard,
  LocalAtm,
  LocalCafe,
  LocalGasStation,
  LocalMall,
  LocalOffer,
  LocalShipping,
  ManageAccounts,
  Map: MapIcon,
  Menu: MenuIcon,
  MenuBook,
  MilitaryTech,
  MonetizationOn,
  Money,
  MoneyOff,
  MoveDown,
  MoveToInbox,
  MoveUp,
  Notifications,
  NotificationsActive,
  Output,
  Paid,
  Pallet,
  Payment,
  Payments,
  People,
  Percent,
  Person,
  PersonAddAlt1,
  PersonSearch,
  PhoneAndroid,
  PieChart,
  PointOfSale,
  PriceChange,
  PriceCheck,
  Print,
  QrCode,
  QrCode2,
  QrCodeScanner,
  QueryStats,
  Receipt,
  ReceiptLong,
  Redeem,
  RemoveShoppingCart,
  Replay,
  Report,
  ReportProblem,
  RequestQuote,
  Restaurant,
  Route,
  Rule,
  Savings,
  Scale,
  Schedule,
  SearchOff,
  Sell,
  Settings,
  Shelves,
  ShoppingBag,
  ShoppingCart,
  ShowChart,
  Speed,
  Storage,
  Store,
  Storefront,
  Straighten,
  Summarize,
  SwapHoriz,
  Sync,
  SyncAlt,
  SystemUpdate,
  TableChart,
  Timeline,
  TrendingDown,
  TrendingUp,
  Tune,
  TwoWheeler,
  Unarchive,
  VerifiedUser,
  ViewColumn,
  ViewList,
  ViewModule,
  Warehouse,
  Warning,
  Widgets,
  Work,
  WorkspacePremium,
};
