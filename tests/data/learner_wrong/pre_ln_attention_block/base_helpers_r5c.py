import numpy as np


def layer_norm(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * gamma + beta


def softmax_safe(s):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)


def mha(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads
    def split(a):
        return a.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(np.array(hd, dtype=h.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = softmax_safe(s)
    o = np.einsum("bhij,bhjd->bhid", p, v)
    return o.transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError(f"d_model={x.shape[-1]} is not divisible by num_heads={num_heads}")
    eps = np.asarray(eps, dtype=x.dtype)
    h = layer_norm(x, gamma, beta, eps)
    return x + mha(h, w_q, w_k, w_v, w_o, num_heads, mask)
