import numpy as np

# wrong: eps added outside the square root (std + eps), otherwise correct
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True); sd = x.std(-1, keepdims=True)
    h = (x - mu) / (sd + eps) * gamma + beta
    def split(t):
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isinf(m), 0, m)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
