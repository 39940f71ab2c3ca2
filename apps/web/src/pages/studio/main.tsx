import "../../app/zod-without-eval";
import "./studio-styles";
import { mountCustomerPage } from "../mount-customer-page";
import { StudioPage } from "./studio-page";

mountCustomerPage(<StudioPage />);
