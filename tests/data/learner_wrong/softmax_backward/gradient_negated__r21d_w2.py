# MISTAKE: sign/polarity: uses grad_x = y * (sum(grad_y*y) - grad_y), the negated gradient.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y); g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("shapes differ")
    flat_y = y.reshape(-1, y.shape[-1]); flat_g = g.reshape(-1, g.shape[-1])
    rows = [[yi * (sum(a * b for a, b in zip(gr, yr)) - gi) for yi, gi in zip(yr, gr)]
            for yr, gr in zip(flat_y, flat_g)]
    return np.array(rows, dtype=y.dtype).reshape(y.shape)
