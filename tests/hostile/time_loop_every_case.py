# class: an endless loop on every case (the verdict must not wait for one time-out per case)
# expect: time_limit_exceeded
def softmax(x, axis=-1):
    while True:
        pass
