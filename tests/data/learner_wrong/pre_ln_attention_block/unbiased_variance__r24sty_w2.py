# MISTAKE: the LayerNorm uses the sample standard deviation np.std(..., ddof=1) (divide by d_model - 1) instead of the biased population variance.
import numpy as np


def _normalised_tokens(x, gamma, beta, eps):
    """Yield every token vector normalised on its own."""
    for tok in x.reshape(-1, x.shape[-1]):
        mu = tok.mean()
        sd = np.std(tok, ddof=1)
        yield gamma * (tok - mu) / np.sqrt(sd ** 2 + eps) + beta


def _attend(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads
    q, k, v = (np.moveaxis((h @ w).reshape(b, t, num_heads, hd), 2, 1) for w in (w_q, w_k, w_v))
    s = np.einsum('bhqe,bhke->bhqk', q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(mx), mx, 0))
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.moveaxis(np.einsum('bhqk,bhke->bhqe', p, v), 1, 2).reshape(b, t, d)
    return ctx @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    h = np.array(list(_normalised_tokens(x, gamma, beta, eps))).reshape(x.shape)
    return (x + _attend(h, w_q, w_k, w_v, w_o, num_heads, mask)).astype(x.dtype)
