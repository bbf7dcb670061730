# class: side channel through the error size (d·10^e chosen from the hidden input)
# expect: wrong_answer
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    y = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    f = x[np.isfinite(x)]
    code = int(abs(f.ravel()[0]) * 1e6) % 97 if f.size else 0
    return y + (1 + code % 9) * 10.0 ** (code % 11 - 5)
