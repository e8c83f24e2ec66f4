import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  WORKING_TREE_FLAGS,
  assertWikiClean,
  main,
  reportJson,
  spec,
  table
} from "./chunk-6HEB5MW6.js";
import "./chunk-Y57B36QO.js";
import "./chunk-5WQB52IB.js";
import "./chunk-HLXCLK3W.js";
import "./chunk-EVC5JIBY.js";
import "./chunk-OIU77ZEP.js";
import "./chunk-N73S4EIW.js";
import "./chunk-LSIFOBXJ.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-EQTHTHZT.js";
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
import "./chunk-7SBR3IJA.js";
import "./chunk-DKRSRVMV.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-FDIH543C.js";
import "./chunk-32O5A2MR.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-EQOFNPBD.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-YDVQSF4K.js";
import "./chunk-F4RYAAEG.js";
import "./chunk-KNAIUSHO.js";
import "./chunk-ZY76RAZ4.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-IHQLOO23.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-GXLGACNZ.js";
import "./chunk-OUTC5JET.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
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
import "./chunk-DY4KZ6ZL.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import "./chunk-FO5BEBK5.js";
import "./chunk-6MHYMJ5H.js";
import "./chunk-YPMII554.js";
import "./chunk-B4X4OIYH.js";
import "./chunk-COHMVWIB.js";
import "./chunk-IQBB3ADW.js";
import "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  WORKING_TREE_FLAGS,
  assertWikiClean,
  main,
  reportJson,
  spec,
  table
};
//# sourceMappingURL=run-GPCBGSG5.js.map
