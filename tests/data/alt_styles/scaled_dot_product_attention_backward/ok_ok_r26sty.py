# CORRECT: recomputes P with a guarded softmax, then every gradient of the table is one einsum with explicit row/column labels.
import numpy as np


def _probs(q, k, mask):
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, g = map(np.asarray, (q, k, v, grad_out))
    dt = np.result_type(q, k, v, g)
    inv = 1.0 / np.sqrt(q.shape[-1])
    p = _probs(q, k, mask)
    dv = np.einsum("...ij,...ie->...je", p, g)
    dp = np.einsum("...ie,...je->...ij", g, v)
    ds = p * (dp - np.einsum("...ij,...ij->...i", dp, p)[..., None])
    dq = np.einsum("...ij,...jd->...id", ds, k) * inv
    dk = np.einsum("...ij,...id->...jd", ds, q) * inv
    return tuple(t.astype(dt, copy=False) for t in (dq, dk, dv))
