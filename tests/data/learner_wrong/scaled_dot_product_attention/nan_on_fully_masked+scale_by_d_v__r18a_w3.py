# MISTAKE: (1) scales by sqrt(d_v) (v.shape[-1]) instead of sqrt(d_k); (2) no guard for a fully masked row: max-subtraction gives -inf - -inf = NaN weights/output.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = v.shape[-1] ** -0.5
    logits = np.matmul(q, np.swapaxes(k, -2, -1)) * scale
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    logits = logits - np.max(logits, axis=-1, keepdims=True)
    w = np.exp(logits)
    w = w / np.sum(w, axis=-1, keepdims=True)
    w = w.astype(q.dtype)
    return np.matmul(w, v), w
