# MISTAKE: wrong scale input: divides by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k) (only wrong when d_v != d_k).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = map(np.asarray, (q, k, v))
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(v.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0).astype(q.dtype)
    return np.einsum("...ij,...jd->...id", w, v).astype(q.dtype), w
