# URL: https://github.com/SHI-Labs/Compact-Transformers/issues/25
# Bug: after the (correct) pre-LN residual add, the stream is normalised again (same gamma/beta): returns LN(x + MHA(LN(x))).
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def _ln(x, gamma, beta, eps):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + np.asarray(eps, dtype=x.dtype)) + beta).astype(x.dtype)

def _mha(h, w_q, w_k, w_v, w_o, num_heads, mask):
    b, t, d = h.shape
    hd = d // num_heads
    def split(z):
        return z.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = (q @ np.swapaxes(k, -1, -2)) * np.asarray(1.0 / np.sqrt(hd), dtype=h.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(h.dtype)
    w = _safe_softmax(s)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return o @ w_o

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads")
    h = _ln(x, gamma, beta, eps)
    return _ln(x + _mha(h, w_q, w_k, w_v, w_o, num_heads, mask), gamma, beta, eps)
