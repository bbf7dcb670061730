# wrong: loops over query heads (h // g is right) but scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim), AND a fully masked row gives NaN (shift by max with no guard)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hk = k.shape[1]
    if H % Hk:
        raise ValueError("heads")
    g = H // Hk
    dv = v.shape[-1]
    outs, ws = [], []
    for h in range(H):
        kh, vh = k[:, h // g], v[:, h // g]
        s = q[:, h] @ kh.swapaxes(-1, -2) / np.sqrt(q.dtype.type(dv))
        if mask is not None:
            mh = np.broadcast_to(mask, (b, H, tq, kh.shape[-2]))[:, h]
            s = np.where(mh, s, -np.inf)
        e = np.exp(s - s.max(-1, keepdims=True))
        w = e / e.sum(-1, keepdims=True)
        ws.append(w)
        outs.append(w @ vh)
    return np.stack(outs, 1), np.stack(ws, 1)
