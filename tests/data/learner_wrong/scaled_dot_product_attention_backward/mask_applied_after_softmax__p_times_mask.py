# mistake: softmax over all keys, then zeroes the masked weights (no renormalisation)
import numpy as np
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    if mask is not None:
        p = p * mask
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k / np.sqrt(d); dk = np.swapaxes(ds, -1, -2) @ q / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
