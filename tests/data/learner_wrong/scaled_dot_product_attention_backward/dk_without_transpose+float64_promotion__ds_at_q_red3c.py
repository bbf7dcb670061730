import numpy as np

# wrong: dk = dS @ q (forgot to transpose dS); only runs when q_len == k_len (self-attention)
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    kt = np.swapaxes(k, -1, -2)
    s = np.matmul(q, kt) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[np.isneginf(m)] = 0
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k / np.sqrt(d)
    dk = ds @ q / np.sqrt(d)
    return dq, dk, dv
