# wrong: softmax (and so entropy and max_grad) taken over the TRIALS axis (axis 0) instead of over the keys; variance correct
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("bad shapes")
    d_k = q.shape[-1]
    scores = np.einsum("nd,nkd->nk", q, k)
    out_v, out_h, out_g = np.zeros(2), np.zeros(2), np.zeros(2)
    for idx, s in enumerate([scores, scores / np.sqrt(d_k)]):
        out_v[idx] = np.var(s)
        z = s - s.max(axis=0, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=0, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.nansum(p * np.log(p), axis=0)
        out_h[idx] = h.mean()
        out_g[idx] = (p * (1 - p)).max(axis=0).mean()
    return out_v, out_h, out_g
