# mistake: the mask is not applied when P is recomputed
import numpy as np
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2) * sc
    e = np.exp(s - s.max(-1, keepdims=True)); p = e / e.sum(-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return (ds @ k * sc).astype(q.dtype), (np.swapaxes(ds, -1, -2) @ q * sc).astype(q.dtype), dv.astype(q.dtype)
