import "../../app/zod-without-eval";
import "./review-styles";
import { mountCustomerPage } from "../mount-customer-page";
import { ReviewPage } from "./review-page";

mountCustomerPage(<ReviewPage />);
