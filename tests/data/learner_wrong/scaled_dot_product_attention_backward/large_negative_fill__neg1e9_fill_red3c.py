import numpy as np

# wrong: masked scores filled with -1e9 (a fully masked row becomes uniform instead of zero)
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2) * c
    if mask is not None:
        s = np.where(mask, s, -1e9)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return (ds @ k * c).astype(q.dtype), (np.swapaxes(ds, -1, -2) @ q * c).astype(q.dtype), dv.astype(q.dtype)
