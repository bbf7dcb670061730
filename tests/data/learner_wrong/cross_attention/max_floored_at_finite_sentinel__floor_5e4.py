import numpy as np

def _softmax(s):
    # the max is floored at a finite sentinel (flashinfer #4267)
    m = np.maximum(s.max(axis=-1, keepdims=True), -5e4)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x_dec.dtype)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :], s, -np.inf)
    w = _softmax(s).astype(x_dec.dtype, copy=False)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return o @ w_o, w
