# MISTAKE: returns e + delta_e without casting back, so a float32 e plus a float64 delta_e comes out float64 instead of keeping e's dtype.
import numpy as np


class Residual:
    def __init__(self, stream):
        self.stream = np.asarray(stream)

    def add(self, update):
        update = np.asarray(update)
        if update.shape != self.stream.shape:
            raise ValueError("delta_e must have exactly the shape of e")
        return self.stream + update


def residual_update(e, delta_e):
    return Residual(e).add(delta_e)
