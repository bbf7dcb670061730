import math
import numpy as np


def _safe_softmax_row(s):
    ok = np.isfinite(s)
    out = np.zeros_like(s)
    if not ok.any():
        return out
    m = s[ok].max()
    e = np.where(ok, np.exp(np.where(ok, s - m, 0.0)), 0.0)
    return e / e.sum()


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    Dv = v.shape[-1]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError("num_heads (%d) is not a multiple of num_kv_heads (%d)" % (H, Hkv))
    g = H // Hkv
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), (B, H, Lq, Lk))
    dt = np.result_type(q, k, v)
    out = np.zeros((B, H, Lq, Dv), dtype=dt)
    wts = np.zeros((B, H, Lq, Lk), dtype=dt)
    scale = 1.0 / math.sqrt(D)
    # C-style: every (batch, query head) pair looks up its K/V head by integer division
    for b in range(B):
        for h in range(H):
            kv = h // g
            Kh = k[b, kv].astype(np.float64)
            Vh = v[b, kv].astype(np.float64)
            for i in range(Lq):
                s = (Kh @ q[b, h, i].astype(np.float64)) * scale
                if mask is not None:
                    s = np.where(mask[b, h, i], s, -np.inf)
                p = _safe_softmax_row(s)
                wts[b, h, i] = p
                out[b, h, i] = p @ Vh
    return out, wts
