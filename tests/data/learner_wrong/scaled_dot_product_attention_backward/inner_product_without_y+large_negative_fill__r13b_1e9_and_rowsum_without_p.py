# WRONG: masked scores filled with -1e9 (a fully masked row gets uniform P and nonzero gradients instead of zeros); and dS = P * (dP - rowsum(dP)) drops the P inside the rowsum (should be rowsum(dP * P)).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    lead = q.shape[:-2]
    qf = q.reshape((-1,) + q.shape[-2:])
    kf = k.reshape((-1,) + k.shape[-2:])
    vf = v.reshape((-1,) + v.shape[-2:])
    gf = grad_out.reshape((-1,) + grad_out.shape[-2:])
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, lead + (q.shape[-2], k.shape[-2])).reshape(qf.shape[0], q.shape[-2], k.shape[-2])
    dq, dk, dv = np.zeros_like(qf), np.zeros_like(kf), np.zeros_like(vf)
    for i in range(qf.shape[0]):
        s = qf[i] @ kf[i].T / math.sqrt(d)
        if full_mask is not None:
            s = np.where(full_mask[i], s, -1e9)
        s = s - s.max(-1, keepdims=True)
        p = np.exp(s)
        p = p / p.sum(-1, keepdims=True)
        dv[i] = p.T @ gf[i]
        dp = gf[i] @ vf[i].T
        ds = p * (dp - dp.sum(-1, keepdims=True))
        dq[i] = ds @ kf[i] / math.sqrt(d)
        dk[i] = ds.T @ qf[i] / math.sqrt(d)
    return dq.reshape(q.shape), dk.reshape(k.shape), dv.reshape(v.shape)
