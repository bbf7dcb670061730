# URL: https://github.com/vllm-project/vllm-omni/issues/5865
# Bug: the encoder (key) padding mask is also used to unpad the QUERIES: decoder row t survives only if t < t_enc and enc_padding_mask[b, t]; all other output and weight rows are zero.
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    def split(z):
        return z.reshape(z.shape[0], z.shape[1], num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    s = (q @ np.swapaxes(k, -1, -2)) * np.asarray(1.0 / np.sqrt(hd), dtype=x_dec.dtype)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)
        s = np.where(m[:, None, None, :], s, -np.inf).astype(x_dec.dtype)
    w = _safe_softmax(s)
    if enc_padding_mask is not None:
        keep = np.zeros((b, td), dtype=bool)
        n = min(td, te)
        keep[:, :n] = m[:, :n]
        w = np.where(keep[:, None, :, None], w, 0).astype(w.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d)
    return o @ w_o, w
