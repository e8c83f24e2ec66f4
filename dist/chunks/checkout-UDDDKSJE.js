import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkoutWorkspace,
  generatedAtCheckout,
  repositoryAtCheckout
} from "./chunk-EFQ77JZF.js";
import "./chunk-6ZV7KHCM.js";
import "./chunk-7VQ3U2MF.js";
import "./chunk-XIT4YR5M.js";
import "./chunk-ZBTR6J4Z.js";
import "./chunk-YZ4FIHPA.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EUVW3UGZ.js";
import "./chunk-RMTK6TZS.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-5B34HZLY.js";
import "./chunk-5CGITE44.js";
import "./chunk-UQBERHNJ.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-EQOFNPBD.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-YDVQSF4K.js";
import "./chunk-F4RYAAEG.js";
import "./chunk-KNAIUSHO.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-IHQLOO23.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-OUTC5JET.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-EYMIY7NF.js";
import "./chunk-RKQG7DBB.js";
import "./chunk-VWV6722L.js";
import "./chunk-BITTIAFJ.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-KGKYFF2W.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-S65U6EDI.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-JFSCXHM7.js";
import "./chunk-YDCY7GGZ.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-4MFDPNYM.js";
import "./chunk-VQK26BKB.js";
import "./chunk-BZVW5XM7.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-B4X4OIYH.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  checkoutWorkspace,
  generatedAtCheckout,
  repositoryAtCheckout
};
//# sourceMappingURL=checkout-UDDDKSJE.js.map
