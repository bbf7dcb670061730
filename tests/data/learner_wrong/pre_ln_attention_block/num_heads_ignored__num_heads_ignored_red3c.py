import numpy as np

# wrong: num_heads only validated, attention done as one big head (scale sqrt(d_model))
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    d = x.shape[-1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q, k, v = h @ w_q, h @ w_k, h @ w_v
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        m2 = np.asarray(mask)
        while m2.ndim > 3:
            m2 = m2[:, 0]
        s = np.where(m2, s, -np.inf)
    mx = s.max(-1, keepdims=True); mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx); z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (x + (p @ v) @ w_o).astype(x.dtype)
