# CORRECT: log-space weights exp(s - logsumexp(s)) with a guarded row max; einsum for both products.
import numpy as np


def _log_sum_exp(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    with np.errstate(divide="ignore"):
        return m + np.log(np.sum(np.exp(s - m), axis=-1, keepdims=True))


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = (np.asarray(t) for t in (q, k, v))
    dt = np.result_type(q.dtype, k.dtype, v.dtype)
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    lse = _log_sum_exp(s)
    empty = np.isneginf(lse)
    w = np.where(empty, 0.0, np.exp(s - np.where(empty, 0.0, lse)))
    w = w.astype(dt, copy=False)
    out = np.einsum("...ij,...jd->...id", w, v).astype(dt, copy=False)
    return out, w
