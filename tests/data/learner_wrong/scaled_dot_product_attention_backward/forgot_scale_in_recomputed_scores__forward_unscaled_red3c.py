import numpy as np

# wrong: P recomputed WITHOUT the 1/sqrt(d) scale (the chain-rule factor in dq, dk is kept)
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return (ds @ k * c).astype(q.dtype), (np.swapaxes(ds, -1, -2) @ q * c).astype(q.dtype), dv.astype(q.dtype)
