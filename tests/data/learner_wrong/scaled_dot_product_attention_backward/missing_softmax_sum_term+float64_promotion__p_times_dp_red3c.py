import numpy as np

# wrong: softmax backward drops the rowsum term: dS = P * dP
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * dp
    dq = ds @ k / np.sqrt(d)
    dk = np.swapaxes(ds, -1, -2) @ q / np.sqrt(d)
    return dq, dk, dv
