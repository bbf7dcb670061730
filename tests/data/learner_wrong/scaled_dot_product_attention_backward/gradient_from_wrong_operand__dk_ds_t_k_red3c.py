import numpy as np

# wrong: dk = dS^T k / sqrt(d) (typo: k instead of q); only runs when q_len == k_len
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / np.sqrt(q.shape[-1])
    s = np.einsum('...id,...jd->...ij', q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.einsum('...ij,...id->...jd', p, grad_out)
    dp = np.einsum('...id,...jd->...ij', grad_out, v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = np.einsum('...ij,...jd->...id', ds, k) * c
    dk = np.swapaxes(ds, -1, -2) @ k * c
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
