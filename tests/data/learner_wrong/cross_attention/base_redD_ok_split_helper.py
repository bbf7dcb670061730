import numpy as np

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    def split(y):
        return y.reshape(y.shape[0], y.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
