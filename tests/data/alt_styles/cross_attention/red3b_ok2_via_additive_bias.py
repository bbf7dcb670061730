import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    def heads(t):
        return np.swapaxes(t.reshape(t.shape[0], t.shape[1], num_heads, hd), 1, 2)
    q, k, v = heads(x_dec @ w_q), heads(x_enc @ w_k), heads(x_enc @ w_v)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / float(np.sqrt(hd))
    if enc_padding_mask is not None:
        real = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    else:
        real = np.ones((b, 1, 1, te), dtype=bool)
    bias = np.where(real, 0.0, -np.inf).astype(s.dtype)
    s = s + bias
    any_real = real.any(axis=-1, keepdims=True)
    s_safe = np.where(any_real, s, 0.0).astype(s.dtype)
    s_safe = s_safe - s_safe.max(axis=-1, keepdims=True)
    e = np.exp(s_safe)
    w = e / e.sum(axis=-1, keepdims=True)
    w = np.where(any_real, w, 0.0).astype(s.dtype)
    ctx = np.swapaxes(w @ v, 1, 2).reshape(b, td, d)
    return ctx @ w_o, w
