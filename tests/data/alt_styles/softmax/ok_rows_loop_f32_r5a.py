import numpy as np


def softmax(x, axis=-1):
    moved = np.moveaxis(np.array(x, copy=True), axis, -1)
    flat = moved.reshape(-1, moved.shape[-1])
    out = np.zeros_like(flat)
    for r in range(flat.shape[0]):
        row = flat[r]
        if np.all(np.isneginf(row)):
            continue
        z = np.exp(row - row.max())
        out[r] = z / z.sum()
    return np.moveaxis(out.reshape(moved.shape), -1, axis)
