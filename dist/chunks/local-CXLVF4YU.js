import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  baseWikiReader,
  localImpact,
  repoPath
} from "./chunk-T2XJDVWM.js";
import "./chunk-XVEUHYYS.js";
import "./chunk-DDGQQOIZ.js";
import "./chunk-OX4NBEDK.js";
import "./chunk-H5ILJIEG.js";
import "./chunk-V3LLWZ3W.js";
import "./chunk-MBBBO6NB.js";
import "./chunk-GJDZ3LQV.js";
import "./chunk-6W3AHS2D.js";
import "./chunk-OZOPYQNG.js";
import "./chunk-RNMJPFJ4.js";
import "./chunk-7LO3LBM3.js";
import "./chunk-EUVW3UGZ.js";
import "./chunk-XMPSZJ4H.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-5B34HZLY.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-ILX6WZOR.js";
import "./chunk-L7CTDTY7.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-FDIH543C.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-UTCUGKNB.js";
import "./chunk-HTMWZKFP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-F5VYELV3.js";
import "./chunk-46MQWB27.js";
import "./chunk-NODKGI5J.js";
import "./chunk-7M6IDPGN.js";
import "./chunk-VHFLPNFU.js";
import "./chunk-3J5JEACN.js";
import "./chunk-2LQY7WVT.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-FK23P45Y.js";
import "./chunk-2F6UNR7T.js";
import "./chunk-OUTC5JET.js";
import "./chunk-NXCLCQW4.js";
import "./chunk-GTNLFIPQ.js";
import "./chunk-M4Z37EZN.js";
import "./chunk-G6ZCRMTX.js";
import "./chunk-6UBJITLA.js";
import "./chunk-EHXM444O.js";
import "./chunk-5TS6HNGQ.js";
import "./chunk-NN5PPL6X.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-26W2Z2TH.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-DM27KG3S.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-K5FLXCZD.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
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
import "./chunk-COHMVWIB.js";
import "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import "./chunk-ALWFP5YV.js";
export {
  baseWikiReader,
  localImpact,
  repoPath
};
//# sourceMappingURL=local-CXLVF4YU.js.map
